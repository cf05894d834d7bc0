import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOffered } from "~/components/use-offered";
import { ImageUploadForm, imageRuleHint } from "~/components/image-upload-form";
import { IMAGE_WIDTH, ImageWithFallback } from "~/components/image-with-fallback";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { hasPicture, PROGRAM_PICTURE_RULE, programPath } from "~/domain/programs";
import { pictureAction } from "~/http/upload-reply.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { uploadPicture } from "~/upstream/pictures.server";
import { deleteProgramPicture } from "~/upstream/programs.server";
import { loadProgram, programCrumbs } from "./__programs.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

const RULE = PROGRAM_PICTURE_RULE;

/** The program's picture (links rel image) through the image upload building block; delete is a named POST. */
export const loader = guarded("programs.edit", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  const t = await getT(context.locale, "programs");
  return {
    program: { id: program.id, name: program.name },
    picture: hasPicture(program.links),
    rule: RULE,
    pageTitle: t("picture.title", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("picture.heading")),
  };
});

export const action = guarded("programs.edit", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.edit");
  return pictureAction(request, context, {
    rule: RULE,
    upload: (image) => uploadPicture(client, "programs", program.id, image),
    remove: () => deleteProgramPicture(client, program.id),
    back: programPath(program.id, "picture"),
    keys: {
      saved: "programs:flash.pictureSaved",
      deleted: "programs:flash.pictureDeleted",
      deleteFailed: "programs:picture.deleteFailed",
    },
  });
});

export default function ProgramPicture() {
  const { t } = useTranslation("programs");
  // Taking a picture off is an extension: a backend without it keeps the upload alone.
  const removable = useOffered("programs.removePicture");
  const { program, picture, rule } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHeading>{t("picture.title", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />
      <p className="mt-4">{picture ? t("picture.has") : t("picture.none")}</p>
      {picture ? (
        <ImageWithFallback
          src={programPath(program.id, "picture/image")}
          alt={t("picture.shown", { name: program.name })}
          width={IMAGE_WIDTH.default}
          className="mt-2"
        />
      ) : null}
      <div className="mt-6 max-w-2xl">
        <ImageUploadForm
          id="program-picture"
          lastResult={reply?.result}
          label={t("picture.file")}
          hint={t("picture.hint", imageRuleHint(rule))}
          submit={t("picture.upload")}
          remove={picture && removable ? t("picture.delete") : null}
        />
      </div>
    </>
  );
}
