export default function Page() {
  return <h1>Excellence</h1>;
}
