// What a visitor over the public allowance sees instead of the page.
export function TooManyRequests({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  return (
    <main className="landing">
      <h1>Too many requests</h1>
      <p role="alert">This address has asked for many pages in a short time. Please try again in {retryAfterSeconds} seconds.</p>
    </main>
  );
}
