"use client";
// The Post Workspace (docs/product.md §2): the preview beside a fixed 500 px Create Post panel on wide screens;
// below 768 px the form lives in a bottom sheet (85% of the viewport) opened from a round floating button.
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/page-header";
import { AddToQueueButton } from "@/components/publishing/add-to-queue-button";
import { PostPublishButton } from "@/components/publishing/post-publish-button";
import { HydrateApart } from "@/components/hydrate-apart";
import { SandboxBadge } from "@/components/sandbox-badge";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";
import { useBrandName } from "@/lib/client/use-brand-profile";
import { takeWorkspaceHandover } from "@/lib/client/take-workspace-handover";
import { useWideScreen, WIDE_SCREEN } from "@/lib/client/use-wide";
import type { WorkspacePostSeed } from "@/lib/posts/get-workspace-context";
import type { DraftRequest } from "@/lib/posts/schemas/draft";
import { POST_PHOTOS_MAX } from "@/lib/media/limits";
import { CreatePostForm } from "./create-post-form";
import { CreatePostSheet } from "./create-post-sheet";
import { LeaveGuard } from "./leave-guard";
import { PictureChoice } from "./picture-choice";
import { PostPreview } from "./post-preview";
import { PublishedNote } from "./published-note";
import { SaveStatus } from "./save-status";
import { showPostInAddress, useAutosave } from "./use-autosave";
import { useDraftForm } from "./use-draft-form";
import { EMPTY_POST, usePostGeneration, type WorkspacePost } from "./use-post-generation";
import { usePostPhotos } from "./use-post-photos";
import { useSharedPhotos } from "./use-shared-photos";
import { usePublishedPost } from "./use-published-post";
import { useVariants } from "./use-variants";
import { VariantPicker } from "./variant-picker";

type Props = {
  /** The business name as the server read it, shown until the brand profile query answers. */
  brandName: string | null;
  creditBalance: number;
  /** The writer new posts come from ("offline" or "openai:<model>"). */
  writer: string;
  /** The credits an image adds to a post. */
  imageCost: number;
  /** The post the address names (`?post=<id>`), or "missing" when it names none of the owner's. */
  initialPost: WorkspacePostSeed | "missing" | null;
  /** A time to schedule for (`?at=<ISO>`, from the calendar's days), or null. */
  scheduleAt: string | null;
  /** Whether photos shared from the phone's gallery wait to be added to this new post. */
  sharedWaiting: boolean;
  /** The text of the owner's post this new one is to be like ("Write another like this"), or null. */
  example?: string | null;
};

const seeded = (seed: Props["initialPost"]): WorkspacePost =>
  seed && seed !== "missing" ? { text: seed.content, imageUrl: seed.imageUrl, photos: seed.photos, postId: seed.id, writer: seed.writer } : EMPTY_POST;

export function PostWorkspace({ brandName, creditBalance, writer, imageCost, initialPost, scheduleAt, sharedWaiting, example = null }: Props) {
  const wide = useWideScreen();
  const liveBrandName = useBrandName(brandName);
  const [sheetOpen, setSheetOpen] = useState(false);
  const { form, onFieldErrors } = useDraftForm(example);
  const [post, setPost] = useState(() => seeded(initialPost));
  // What a post was last sent or scheduled with beside its text, by its id: the Confirm Post dialog starts from it.
  const [kept, setKept] = useState(() => (initialPost && initialPost !== "missing" ? { postId: initialPost.id, options: initialPost.channelOptions } : null));
  const [publishing, setPublishing] = useState(false);
  const generation = usePostGeneration({
    post,
    setPost,
    initialCredits: creditBalance,
    writer,
    onFieldErrors,
    onGenerated: (saved) => markSaved(saved.postId, saved.text),
  });
  // No saving while a post is being written or sent: the writer and the publish save the text themselves.
  const autosave = useAutosave({ post, setPost, paused: generation.busy || publishing });
  const { markSaved } = autosave;
  usePostPhotos(post, setPost);
  const addingShared = useSharedPhotos(sharedWaiting, (shared) =>
    setPost((current) => ({
      ...current,
      photos: [...current.photos, ...shared.filter((photo) => !current.photos.some((p) => p.id === photo.id))].slice(0, POST_PHOTOS_MAX),
      imageUrl: null,
    })),
  );
  const variants = useVariants({
    onCredits: generation.setCredits,
    onFieldErrors,
    onChosen: (chosen) => {
      // Photos chosen before asking for options go with the one chosen.
      setPost((current) => ({ ...chosen, photos: current.photos }));
      markSaved(chosen.postId, chosen.text);
    },
  });
  const writing = generation.busy || variants.busy;
  const { published, checking, copying, copyAsDraft } = usePublishedPost({
    postId: post.postId,
    onDraft: (draft) => {
      setPost({ text: draft.content, imageUrl: draft.imageUrl, photos: draft.photos, postId: draft.id, writer: null });
      markSaved(draft.id, draft.content);
    },
  });

  // A sheet left open while the window grows would hold a second copy of the form. (Before the
  // effect below: while hydrating, `wide` is the server's guess.)
  useEffect(() => {
    if (wide) setSheetOpen(false);
  }, [wide]);

  useEffect(() => {
    const handover = takeWorkspaceHandover();
    if (handover) {
      // The address names the handed-over post, so the server read its photos with it.
      const photos = initialPost && initialPost !== "missing" && initialPost.id === handover.id ? initialPost.photos : [];
      setPost({ text: handover.content, imageUrl: handover.imageUrl, photos, postId: handover.id, writer: null });
      markSaved(handover.id, handover.content);
      return;
    }
    if (initialPost === "missing") {
      toast.error("We couldn't find that post. It may have been deleted.");
      showPostInAddress(null);
    }
    // On a phone, an empty workspace has nothing to show but the form: open it at once. Photos shared to it are
    // shown first, in the preview.
    if ((initialPost === null || initialPost === "missing") && !sharedWaiting) setSheetOpen(!window.matchMedia(WIDE_SCREEN).matches);
  }, [setPost, markSaved, initialPost, sharedWaiting]);

  // A post of the owner's photos is written about them, and needs no AI image made.
  const withPictures = (request: DraftRequest) =>
    post.photos.length ? { ...request, generateImage: false, photoIds: post.photos.map((photo) => photo.id) } : request;

  function submit(request: DraftRequest) {
    // On a phone, close the sheet so the post can be watched as it is written.
    setSheetOpen(false);
    variants.dismiss();
    void generation.generate(withPictures(request));
  }

  function askOptions(request: DraftRequest) {
    setSheetOpen(false);
    void variants.ask(withPictures(request));
  }

  const formPanel = (
    <CreatePostForm
      form={form}
      onSubmit={submit}
      onOptions={askOptions}
      busy={writing}
      credits={generation.credits}
      imageCost={imageCost}
      hasPhotos={post.photos.length > 0}
    />
  );
  const pictures = { imageUrl: post.imageUrl, photos: post.photos };
  const sandbox = writer === OFFLINE_WRITER_ID && <SandboxBadge service="ai" />;

  const shownBrand = liveBrandName?.trim() || "Your Brand";

  return (
    <div className="md:pr-[500px]">
      <PageHeader title="Post Workspace" description="Describe your post, let Postloom write it, then polish it here." />
      <div className="mx-auto grid max-w-2xl gap-4 pb-24 md:pb-0">
        <HydrateApart>
          <PostPreview
            brandName={shownBrand}
            post={post}
            onTextChange={(text) => setPost((current) => ({ ...current, text }))}
            writing={generation.busy}
            imagePending={generation.imagePending}
            failure={generation.failure}
            saveStatus={<SaveStatus state={autosave.state} onRetry={autosave.retry} />}
          />
        </HydrateApart>
        {/* A post that has gone out is not posted again: the workspace says where it went, and starts a new draft from it. */}
        {published ? (
          <PublishedNote post={published} busy={copying} onUseAsDraft={() => void copyAsDraft()} />
        ) : (
          <HydrateApart>
            <PictureChoice
              photos={post.photos}
              hasAiImage={post.imageUrl !== null}
              adding={addingShared}
              disabled={writing || publishing || addingShared}
              // Photos replace the AI image (the server lets it go when it saves them).
              onPhotos={(photos) => setPost((current) => ({ ...current, photos, imageUrl: photos.length ? null : current.imageUrl }))}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AddToQueueButton
                post={{ postId: post.postId, content: post.text, pictures }}
                disabled={generation.busy || checking || autosave.state.kind === "saving"}
                className="h-11 w-full sm:w-auto"
                onQueued={(saved) => {
                  setPost((current) => ({ ...current, postId: saved.id }));
                  markSaved(saved.id, saved.content);
                }}
              />
              <PostPublishButton
                postId={post.postId}
                content={post.text}
                brandName={shownBrand}
                pictures={pictures}
                keptOptions={kept && kept.postId === post.postId ? kept.options : null}
                // A save in flight may be creating the post: publishing waits for its id rather than making a second.
                disabled={generation.busy || checking || autosave.state.kind === "saving"}
                className="h-11 w-full sm:w-auto"
                scheduleAt={scheduleAt ?? undefined}
                onOpenChange={setPublishing}
                // What was sent is what the server holds now; text typed without generating has just become a post.
                onPublished={(saved) => {
                  setPost((current) => ({ ...current, postId: saved.id }));
                  setKept({ postId: saved.id, options: saved.channelOptions });
                  markSaved(saved.id, saved.content);
                }}
                onImageAdded={(saved, remaining) => {
                  setPost((current) => ({ ...current, imageUrl: saved.imageUrl }));
                  if (remaining !== null) generation.setCredits(remaining);
                }}
              />
            </div>
          </HydrateApart>
        )}
      </div>
      <LeaveGuard active={autosave.dirty} />
      <VariantPicker
        options={variants.options}
        writing={variants.busy}
        choosing={variants.choosing}
        onChoose={(index) => void variants.choose(index)}
        onDismiss={variants.dismiss}
      />

      {wide ? (
        <aside
          aria-labelledby="create-post-title"
          className="fixed top-16 right-0 bottom-[var(--toast-room,0px)] z-20 hidden w-[500px] flex-col border-l bg-background md:flex"
        >
          <div className="flex items-center justify-between gap-2 border-b px-6 py-4">
            <h2 id="create-post-title" className="text-lg font-semibold">
              Create Post
            </h2>
            {sandbox}
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5">
            <HydrateApart>{formPanel}</HydrateApart>
          </div>
        </aside>
      ) : (
        <CreatePostSheet open={sheetOpen} onOpenChange={setSheetOpen} sandbox={sandbox}>
          {formPanel}
        </CreatePostSheet>
      )}
    </div>
  );
}
