import { sitePageImage } from "@/lib/og-image";

export { alt, contentType, generateStaticParams, size } from "@/lib/og-image";

export default sitePageImage("home");
