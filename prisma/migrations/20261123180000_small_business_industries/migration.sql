-- Industries small businesses recognise (issue 17). 'healthcare' becomes 'health'; the other old values
-- (technology, retail, finance, education, other) keep their names, so existing profiles map across as they are.
ALTER TYPE "Industry" RENAME VALUE 'healthcare' TO 'health';
ALTER TYPE "Industry" ADD VALUE 'food_drink';
ALTER TYPE "Industry" ADD VALUE 'hospitality';
ALTER TYPE "Industry" ADD VALUE 'beauty_wellness';
ALTER TYPE "Industry" ADD VALUE 'fitness';
ALTER TYPE "Industry" ADD VALUE 'trades_home';
ALTER TYPE "Industry" ADD VALUE 'professional_services';
