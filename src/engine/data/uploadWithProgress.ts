/** An answer read whole: its status, its body (JSON when it is JSON, else its text) and one of its headers. */
export interface UploadAnswer {
  status: number;
  body: unknown;
  header(name: string): string | null;
}

/**
 * POSTs a form with the browser's XMLHttpRequest, the one web API that reports how much of a request body has
 * gone (fetch does not): `onProgress` gets 0–1 as a large spreadsheet uploads. A network failure rejects with a
 * TypeError, as fetch's does.
 */
export function uploadWithProgress(url: string, form: FormData, headers: Record<string, string>, onProgress?: (sent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): kept as text, read as a reasonless answer.
      }
      resolve({ status: xhr.status, body, header: (name) => xhr.getResponseHeader(name) });
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new TypeError('Failed to fetch'));
    xhr.send(form);
  });
}
