// Placeholder while the back office is built (issue 9); replaced by the page's own module.
export default function Page() {
  return <p>Coming soon</p>;
}
