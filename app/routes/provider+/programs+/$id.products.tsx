import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, Field, SelectField, SubmitButton, summarize } from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { productItemSchema, productSchema } from "~/domain/program-schemas";
import { programPath } from "~/domain/programs";
import { orThrow, replyWithFailure, statusForFailure } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { upstream } from "~/upstream/client.server";
import { getClinics } from "~/upstream/organizations.server";
import { addProduct, addProductItem, listProducts, listProgramTemplates } from "~/upstream/programs.server";
import { loadProgram, programCrumbs } from "./__programs.server";
import { inProgramWords } from "./__words.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

/** A program's products and their items, each item with its care-plan template and clinic. */
export const loader = guarded("programs.read", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const [products, templates, clinics, t] = await Promise.all([
    listProducts(client, program.id),
    listProgramTemplates(client, program.organizationId),
    getClinics(client, program.organizationId),
    getT(context.locale, "programs"),
  ]);
  return {
    program,
    products: orThrow(products, context),
    templates: templates.ok ? templates.data.map((v) => ({ value: v.id, label: v.name })) : [],
    clinics: clinics.ok ? clinics.data.map((v) => ({ value: v.id, label: v.name })) : [],
    pageTitle: t("products.title", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("tabs.products")),
  };
});

export const action = guarded("programs.edit", async ({ request, context, params }) => {
  const client = upstream(context, request);
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const formData = await request.formData();
  const back = redirect(programPath(program.id, "products"), 303);
  if (formData.get("intent") === "item") {
    const submission = parseWithZod(formData, { schema: productItemSchema });
    if (submission.status !== "success")
      return data({ intent: "item", result: submission.reply() }, { status: 400 });
    const { productId, name, templateId, clinicId } = submission.value;
    const result = await addProductItem(client, {
      productId,
      name,
      templateId: templateId ?? null,
      clinicId: clinicId ?? null,
    });
    if (!result.ok)
      return data(
        {
          intent: "item",
          result: replyWithFailure(submission, inProgramWords(result), {
            fields: ["productId", "name", "templateId", "clinicId"],
          }),
        },
        { status: statusForFailure(result) },
      );
    context.jar.setFlash({ kind: "success", key: "programs:flash.productItemAdded" });
    return back;
  }
  const submission = parseWithZod(formData, { schema: productSchema });
  if (submission.status !== "success")
    return data({ intent: "product", result: submission.reply() }, { status: 400 });
  const result = await addProduct(client, program.id, submission.value.name);
  if (!result.ok)
    return data(
      {
        intent: "product",
        result: replyWithFailure(submission, inProgramWords(result), { fields: ["name"] }),
      },
      { status: statusForFailure(result) },
    );
  context.jar.setFlash({ kind: "success", key: "programs:flash.productAdded" });
  return back;
});

export default function ProgramProducts() {
  const { t } = useTranslation("programs");
  const { program, products, templates, clinics } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const canEdit = useCan("programs.edit");
  const [productForm, productFields] = useAppForm({
    id: "product",
    schema: productSchema,
    lastResult: actionData?.intent === "product" ? actionData.result : undefined,
  });
  const [itemForm, itemFields] = useAppForm({
    id: "product-item",
    schema: productItemSchema,
    lastResult: actionData?.intent === "item" ? actionData.result : undefined,
  });
  const nameOf = (options: ReadonlyArray<{ value: string; label: string }>, id: string | null | undefined) =>
    options.find((o) => o.value === id)?.label ?? "";
  return (
    <>
      <PageHeading>{t("products.title", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />
      {products.length === 0 ? <p className="mt-6">{t("products.empty")}</p> : null}
      <ul className="mt-6 space-y-4">
        {products.map((product) => (
          <li key={product.id} className="rounded border-2 border-slate-300 p-4">
            <h2 className="text-xl font-bold">{product.name}</h2>
            {product.items.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("products.noItems")}</p>
            ) : (
              <ul className="mt-2 list-disc pl-6">
                {product.items.map((item) => (
                  <li key={item.id}>
                    {item.name}
                    {item.templateId
                      ? ` (${t("products.template")}: ${nameOf(templates, item.templateId)})`
                      : ""}
                    {item.clinicId ? ` (${t("form.clinic")}: ${nameOf(clinics, item.clinicId)})` : ""}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="add-product">
            <h2 id="add-product" className="text-xl font-bold">
              {t("products.add")}
            </h2>
            <ErrorSummary id="product-errors" errors={summarize(productForm, [productFields.name])} />
            <Form method="post" {...getFormProps(productForm)} noValidate>
              <Field meta={productFields.name} label={t("products.name")} autoComplete="off" />
              <SubmitButton intent="product">{t("products.addButton")}</SubmitButton>
            </Form>
          </section>
          {products.length > 0 ? (
            <section aria-labelledby="add-product-item">
              <h2 id="add-product-item" className="text-xl font-bold">
                {t("products.addItem")}
              </h2>
              <ErrorSummary
                id="product-item-errors"
                errors={summarize(itemForm, [
                  itemFields.productId,
                  itemFields.name,
                  itemFields.templateId,
                  itemFields.clinicId,
                ])}
              />
              <Form method="post" {...getFormProps(itemForm)} noValidate>
                <SelectField
                  meta={itemFields.productId}
                  label={t("products.product")}
                  options={products.map((p) => ({ value: p.id, label: p.name }))}
                  placeholder={t("form.choose")}
                />
                <Field meta={itemFields.name} label={t("products.itemName")} autoComplete="off" />
                <SelectField
                  meta={itemFields.templateId}
                  label={t("products.template")}
                  options={templates}
                  placeholder={t("overview.none")}
                />
                <SelectField
                  meta={itemFields.clinicId}
                  label={t("form.clinic")}
                  options={clinics}
                  placeholder={t("form.noClinic")}
                />
                <SubmitButton intent="item">{t("products.addItemButton")}</SubmitButton>
              </Form>
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
