-- The kinds of post that did best for the owner when the plan was outlined (docs/insights.md, "The plan").
ALTER TABLE "ContentPlan" ADD COLUMN "favouredKinds" "PostKind"[] NOT NULL DEFAULT ARRAY[]::"PostKind"[];
