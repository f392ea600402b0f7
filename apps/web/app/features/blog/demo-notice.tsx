/** Marks the demonstration pages, so nobody mistakes the sample for a published article. */
export function DemoNotice() {
  return (
    <p className="demo-notice">
      Demonstration page: a built-in sample post shown through the article template.
    </p>
  );
}
