import { serviceRoute } from "@/components/services/service-route";
import { websiteDevelopment } from "@/content/services/website-development";

const { generateMetadata, Page } = serviceRoute(websiteDevelopment);
export { generateMetadata };
export default Page;
