export interface ShareLink {
  /** the site's name, shown */
  site: string;
  href: string;
}

/** Links that share a page on a messaging app and on social sites; `image` is the picture Pinterest pins. */
export function shareLinks({ url, title, image }: { url: string; title: string; image: string }): ShareLink[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { site: 'WhatsApp', href: `https://wa.me/?${query({ text: `${title} ${url}` })}` },
    { site: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    {
      site: 'Pinterest',
      href: `https://www.pinterest.com/pin/create/button/?${query({ url, media: image, description: title })}`,
    },
    { site: 'X', href: `https://twitter.com/intent/tweet?${query({ url, text: title })}` },
  ];
}
