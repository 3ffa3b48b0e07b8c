import Image, { type ImageProps } from 'next/image';
import { mediaUrl } from '@/lib/format';

type Props = Omit<ImageProps, 'src'> & { file: string };

/**
 * A stored media file through next/image; vector images are sent as they are. The page's first picture takes
 * `preload` (a preload link in the head). Not also fetchpriority=high: measured, it made a phone's LCP worse
 * (docs/performance.md).
 */
export function MediaImage({ file, alt, ...props }: Props) {
  return <Image src={mediaUrl(file)} alt={alt} unoptimized={file.endsWith('.svg')} {...props} />;
}
