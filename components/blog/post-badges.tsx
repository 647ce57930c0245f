import { Badge } from "@/components/ui/badge";
import { headlineTags, type Post } from "@/lib/blog/posts";
import { cn } from "@/lib/utils";

export function PostBadges({ post, tagClassName }: { post: Post; tagClassName: string }) {
  return (
    <>
      <Badge className="bg-brand-600 text-white ring-brand-600">{post.category}</Badge>
      {headlineTags(post).map((tag) => (
        <Badge key={tag} className={cn("font-medium text-slate-700 ring-slate-200", tagClassName)}>
          {tag}
        </Badge>
      ))}
    </>
  );
}
