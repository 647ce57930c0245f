type Props = { data: object | object[] };

/** Structured data for crawlers; "<" is escaped so text can never close the script element. */
export function JsonLd({ data }: Props) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
