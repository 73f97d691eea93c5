import { PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { apiBlob } from '../lib/api-client';
import { useObjectUrl } from './use-object-url';

interface AuthImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A picture served behind the bearer token (a draft's photos are the owner's only), which a plain
 * `<img src>` cannot send; a placeholder while it loads, when missing or when it fails.
 */
export function AuthImage({ src, alt, className, style }: AuthImageProps) {
  const blob = useQuery({
    queryKey: ['auth-image', src] as const,
    queryFn: ({ signal }) => apiBlob(src as string, signal),
    enabled: Boolean(src),
    staleTime: Infinity,
  });
  const url = useObjectUrl(blob.data);
  if (!url) {
    return (
      <span className={className} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', color: '#bfbfbf', ...style }} aria-label={alt} role="img">
        <PictureOutlined style={{ fontSize: 28 }} />
      </span>
    );
  }
  return <img src={url} alt={alt} className={className} style={{ objectFit: 'cover', ...style }} />;
}
