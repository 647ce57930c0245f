// deploy/release.sh runs this before it builds: a release must not publish the placeholder company identity.
import { placeholderFields, releaseRefusal } from "@/lib/site/placeholders";

const refusal = releaseRefusal(process.env.ALLOW_PLACEHOLDER_IDENTITY);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const fields = placeholderFields();
if (fields.length > 0)
  console.log(`placeholder identity allowed by ALLOW_PLACEHOLDER_IDENTITY=1 (${fields.join(", ")})`);
