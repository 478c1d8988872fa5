import { storedToken } from './api';

/** The name the server gives in Content-Disposition, else the one the page was given. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * Saves a file of /api that needs the stored bearer token (a plain link cannot carry it; /api
 * ignores the cookie, decision 0004): fetched with the token and saved from a blob under the
 * server's name. Throws when the server refuses or the network fails.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download of /api${path} failed with status ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
