const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|avif|bmp|svg)(\?.*)?$/i;

/** Whether a stored file's URL points at an image (thumbnails) rather than, say, a PDF. */
export const looksLikeImage = (url: string) => IMAGE_EXTENSIONS.test(url) || url.startsWith('data:image/') || url.startsWith('blob:');

/** 1536 → "1,5 KB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
