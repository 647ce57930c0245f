// Keystatic routes its pages in the browser; the layout renders it for every path under /keystatic.
export default function Page() {
  return null;
}
