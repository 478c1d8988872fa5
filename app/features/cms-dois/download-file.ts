import { storedToken } from '../../lib/api';

/**
 * The XML and JSON exports are staff /api calls: fetched with the bearer token and saved under the
 * server's name. A refusal returns the server's sentence (no DOI, no ISSN…) for the toast.
 */
export async function downloadExport(href: string, fallbackName: string): Promise<{ ok: true } | { ok: false; detail?: string }> {
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  } catch {
    return { ok: false };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    return { ok: false, ...(typeof body?.detail === 'string' ? { detail: body.detail } : {}) };
  }
  const blob = await response.blob();
  const name = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}
