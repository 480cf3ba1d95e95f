"use client";
// The browser's registry of each channel's preview card (the channel's facts say everything else about it): the
// workspace's Post Preview and the Confirm Post dialog show a post through it, and the dialog asks through a channel's
// option fields what it takes beside the text. A new channel adds its card here.
import dynamic from "next/dynamic";
import type { ComponentType, ReactNode } from "react";
import type { ChannelKey } from "@/lib/channels/facts";
import { FacebookPreview } from "./facebook-preview";
import type { ChannelOptionFieldsProps } from "./google-post-fields";
import type { PostPictures } from "./post-pictures";

// Beside the card the text is edited on, each channel's card and fields load with the first post shown on that
// channel: an owner without a Google location never loads Google's, nor the schema its fields are checked with.
const InstagramPreview = dynamic(() => import("./instagram-preview").then((m) => m.InstagramPreview));
const LinkedInPreview = dynamic(() => import("./linkedin-preview").then((m) => m.LinkedInPreview));
const GooglePreview = dynamic(() => import("./google-preview").then((m) => m.GooglePreview));
const GooglePostFields = dynamic(() => import("./google-post-fields").then((m) => m.GooglePostFields));

export type PreviewProps = {
  brandName: string;
  text: string;
  /** The owner's photos, in order, or the AI image. */
  pictures: PostPictures;
  imagePending: boolean;
  /** Shown instead of the plain text, on the card that takes it (the workspace's editor, or the text as it is written). */
  body?: ReactNode;
  /** What the channel takes beside the text, as chosen in the Confirm Post dialog (lib/channels/options.ts). */
  options?: unknown;
};

type ChannelPreview = {
  Preview: ComponentType<PreviewProps>;
  /** Whether the card is drawn inside a frame of its own (a page post), or is one already (Instagram's). */
  framed: boolean;
  /** Whether the workspace edits the text in place on this card. */
  editsText: boolean;
  /** The Confirm Post dialog's fields for what the channel takes beside the text (Google's post type and button). */
  Options?: ComponentType<ChannelOptionFieldsProps>;
};

export const CHANNEL_PREVIEWS: Record<ChannelKey, ChannelPreview> = {
  FACEBOOK: { Preview: FacebookPreview, framed: true, editsText: true },
  INSTAGRAM: { Preview: InstagramPreview, framed: false, editsText: false },
  LINKEDIN: { Preview: LinkedInPreview, framed: false, editsText: false },
  GOOGLE_BUSINESS: { Preview: GooglePreview, framed: false, editsText: false, Options: GooglePostFields },
};

/** The channel whose card the workspace edits the text on. */
export const EDITING_CHANNEL = (Object.keys(CHANNEL_PREVIEWS) as ChannelKey[]).find((key) => CHANNEL_PREVIEWS[key].editsText)!;
