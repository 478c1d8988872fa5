import { storedToken } from './api';

/** The name the server gives in Content-Disposition, else the one the page was given. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * reading-side.md §6, §7: paper downloads send the stored bearer token (none for an anonymous
 * reader of a published paper), so a plain link cannot carry it: fetch the file and save the
 * blob under the server's name. Throws when the server refuses or the network fails.
 */
export async function downloadWithToken(href: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
