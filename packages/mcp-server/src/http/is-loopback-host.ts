/** True for `localhost`, `127.x.x.x` and `::1` (bracketed or not), the addresses only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return name === 'localhost' || name === '::1' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}
