import http from 'node:http';

/**
 * An HTTP call from another loopback address (127.0.0.2, …): to the server
 * (no proxy trusted) that is another client, with its own limits and holds.
 */
export function requestFrom(localAddress: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(url, { method, localAddress, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        } catch {
          resolve({ status: response.statusCode ?? 0, body: { text } });
        }
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}
