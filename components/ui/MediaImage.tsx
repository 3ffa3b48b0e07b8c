import Image, { type ImageProps } from 'next/image';
import { mediaUrl } from '@/lib/format';

type Props = Omit<ImageProps, 'src'> & { file: string };

/** A stored media file through next/image; vector images are sent as they are. */
export function MediaImage({ file, alt, ...props }: Props) {
  return <Image src={mediaUrl(file)} alt={alt} unoptimized={file.endsWith('.svg')} {...props} />;
}
