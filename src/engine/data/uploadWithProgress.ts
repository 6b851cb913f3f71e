/** An answer read whole: its status, its text and one of its headers. */
interface UploadAnswer {
  status: number;
  text: string;
  header(name: string): string | null;
}

/**
 * POSTs a form with the browser's XMLHttpRequest, the one web API that reports how much of a request body has
 * gone (fetch does not): `onProgress` gets 0–1 as a large spreadsheet uploads. A network failure rejects with a
 * TypeError, as fetch's does.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress?: (sent: number) => void,
  /** The answer's text so far, as it streams in (an answer told line by line). */
  onReceived?: (text: string) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    if (onReceived) xhr.onprogress = () => onReceived(xhr.responseText);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new TypeError('Failed to fetch'));
    xhr.send(form);
  });
}
