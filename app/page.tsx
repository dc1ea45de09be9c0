export default function Home() {
  return (
    <main>
      <h1>Product Information Service</h1>
      <p>
        The REST API lives under <code>/api/v1</code>. See <code>docs/api.md</code>.
      </p>
    </main>
  );
}
