import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { ProductItemDeleteSummary } from "~/components/programs/delete-summaries";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { productItemDeletePath, programPath } from "~/domain/programs";
import { getT } from "~/i18n/i18n.server";
import { guarded, type Scope } from "~/session/guards.server";
import { deleteProductItem } from "~/upstream/programs.server";
import { loadProgram } from "./__programs.server";
import { loadProducts, missingProduct, productDeleteFailure, productIdOf } from "./__products.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["provider", "programs"] };

interface ProductItemDeleteData extends DeleteConfirmationBase {
  name: string;
  product: string;
}

/** Deleting a product item asks first (GET never deletes); only an item of this program's products. */
async function findItem(args: Scope) {
  const { request, context, params, client } = args;
  const itemId = productIdOf(context, params.itemId);
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  for (const product of await loadProducts(client, context, program)) {
    const item = product.items.find((i) => i.id === itemId);
    if (item) return { client, program, product, item };
  }
  throw missingProduct(context);
}

export const loader = guarded("programs.edit", async (args) => {
  const { program, product, item } = await findItem(args);
  const t = await getT(args.context.locale, "programs");
  const confirmation: ProductItemDeleteData = {
    title: t("products.deleteItem.title", { name: item.name }),
    canDelete: true,
    backHref: programPath(program.id, "products"),
    actionHref: productItemDeletePath(program.id, item.id),
    name: item.name,
    product: product.name,
  };
  return { ...confirmation, pageTitle: confirmation.title };
});

export const action = guarded("programs.edit", async (args) => {
  const { client, program, item } = await findItem(args);
  const result = await deleteProductItem(client, item.id);
  if (!result.ok) return productDeleteFailure(result, "programs:products.deleteItem.failure");
  return redirectWithFlash(args.context, programPath(program.id, "products"), {
    kind: "success",
    key: "programs:flash.productItemDeleted",
    params: { name: item.name },
  });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(ProductItemDeleteSummary);
