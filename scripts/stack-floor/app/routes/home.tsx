// One heading and a list from a loader: the least a server-rendered, hydrated page can be.
export function loader() {
  return { heading: "Smallest page", items: ["one", "two", "three"] };
}

export default function Home({ loaderData }: { loaderData: { heading: string; items: string[] } }) {
  return (
    <main>
      <h1>{loaderData.heading}</h1>
      <ul>
        {loaderData.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}
