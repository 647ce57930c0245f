// Run in a copy of the site with `tsx --conditions=react-server`: the campaign pages as the build reads them.
import { campaignPages } from "@/content/campaigns/pages";

console.log(JSON.stringify(campaignPages()));
