// Run in a copy of the site with `tsx --conditions=react-server`: the articles as the build reads them (lib/blog).
import { getAllPosts } from "@/lib/blog/posts";

console.log(JSON.stringify(getAllPosts().map(({ body, ...post }) => ({ ...post, body: body.trim() }))));
