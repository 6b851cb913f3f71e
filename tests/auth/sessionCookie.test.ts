import Cookies from 'js-cookie';
import { sessionCookie } from '../../src/engine/auth/sessionCookie';

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };
const setURL = (url: string) => (window as unknown as HappyWindow).happyDOM.setURL(url);

afterEach(() => {
  vi.restoreAllMocks();
  setURL('http://localhost:3000/');
});

describe('the session cookie (spec: `token`, 3600 s, path /)', () => {
  test('over http: SameSite=Strict, one hour, path /, not Secure (the browser would drop a Secure cookie on http)', () => {
    setURL('http://127.0.0.1:3000/app/sign-in');
    const set = vi.spyOn(Cookies, 'set');
    sessionCookie.write('abc');
    expect(set).toHaveBeenCalledWith('token', 'abc', { expires: 3600 / 86400, path: '/', sameSite: 'strict', secure: false });
  });

  test('over https: SameSite=Strict and Secure', () => {
    setURL('https://painel.exemplo.com.br/app/sign-in');
    const set = vi.spyOn(Cookies, 'set');
    sessionCookie.write('abc');
    expect(set).toHaveBeenCalledWith('token', 'abc', { expires: 3600 / 86400, path: '/', sameSite: 'strict', secure: true });
  });

  test('the attributes reach document.cookie as js-cookie writes them', () => {
    setURL('http://127.0.0.1:3000/app/sign-in');
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void written.push(v));
    sessionCookie.write('abc');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^token=abc; /);
    expect(written[0]).toMatch(/; path=\/(;|$)/);
    expect(written[0]).toMatch(/; sameSite=strict(;|$)/);
    expect(written[0]).not.toMatch(/secure/i);
  });
});
