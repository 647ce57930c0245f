// A page nobody shares shows the home page's image.
export { default, alt, contentType, generateStaticParams, size } from "../opengraph-image";
