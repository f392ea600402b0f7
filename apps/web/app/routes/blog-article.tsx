export default function Page() {
  return <h1>Article</h1>;
}
