// The site's first page. The full shell and routes arrive with the website itself.
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 720,
        margin: '4rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Clarity in what matters most</h1>
      <p>
        Leadership, prioritization and strategy for leaders and executive teams. Take the free
        Prioritization Self-Assessment to see how you prioritize in practice.
      </p>
    </main>
  );
}
