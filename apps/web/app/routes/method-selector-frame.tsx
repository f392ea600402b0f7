export default function Page() {
  return <h1>Prioritization Method Selector</h1>;
}
