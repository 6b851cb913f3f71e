/** A session's token from a bench's server, signed in by e-mail and password (POST /api/authentication). */
export async function signInToken(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`entrar em ${base}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
