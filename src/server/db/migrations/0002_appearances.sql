-- appearances: written by hand (see README, Decisions).
SELECT 1;
