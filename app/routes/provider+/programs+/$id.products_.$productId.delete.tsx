import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { ProductDeleteSummary } from "~/components/programs/delete-summaries";
import type { DeleteConfirmationBase } from "~/domain/delete-confirmation";
import { productDeletePath, programPath } from "~/domain/programs";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { deleteProduct } from "~/upstream/programs.server";
import { loadProgram } from "./__programs.server";
import { loadProducts, missingProduct, productDeleteFailure, productIdOf } from "./__products.server";
import { redirectWithFlash } from "~/http/outcome.server";

export const handle = { i18n: ["provider", "programs"] };

interface ProductDeleteData extends DeleteConfirmationBase {
  name: string;
  items: number;
}

/**
 * Deleting a product asks first (GET never deletes). The upstream keeps a product that still has
 * items (422): the page says so before, and the refusal is said in the reader's words if it comes.
 */
export const loader = guarded("programs.edit", async ({ request, context, params, client }) => {
  const productId = productIdOf(context, params.productId);
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const product = (await loadProducts(client, context, program)).find((p) => p.id === productId);
  if (!product) throw missingProduct(context);
  const t = await getT(context.locale, "programs");
  const confirmation: ProductDeleteData = {
    title: t("products.delete.title", { name: product.name }),
    canDelete: product.items.length === 0,
    backHref: programPath(program.id, "products"),
    actionHref: productDeletePath(program.id, product.id),
    name: product.name,
    items: product.items.length,
  };
  return { ...confirmation, pageTitle: confirmation.title };
});

export const action = guarded("programs.edit", async ({ request, context, params, client }) => {
  const productId = productIdOf(context, params.productId);
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const product = (await loadProducts(client, context, program)).find((p) => p.id === productId);
  if (!product) throw missingProduct(context);
  const result = await deleteProduct(client, product.id);
  if (!result.ok) return productDeleteFailure(result, "programs:products.delete.failure");
  return redirectWithFlash(context, programPath(program.id, "products"), {
    kind: "success",
    key: "programs:flash.productDeleted",
    params: { name: product.name },
  });
});

export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(ProductDeleteSummary);
