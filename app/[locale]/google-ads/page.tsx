import { serviceRoute } from "@/components/services/service-route";
import { googleAds } from "@/content/services/google-ads";

const { generateMetadata, Page } = serviceRoute(googleAds);
export { generateMetadata };
export default Page;
