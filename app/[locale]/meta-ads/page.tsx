import { serviceRoute } from "@/components/services/service-route";
import { metaAds } from "@/content/services/meta-ads";

const { generateMetadata, Page } = serviceRoute(metaAds);
export { generateMetadata };
export default Page;
