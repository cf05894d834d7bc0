import type { AssessmentReport, Question, Survey } from "../patient-area/types";
import type { Account, Organization, Patient } from "../types";

/**
 * Surveys staff wrote (decision 033): two of the main tree (one by its administrator, one by the
 * north branch's manager) and one of the harbor tree, with answers spread over the last 30 days
 * so the overview's charts have something to show. Deterministic: the answers follow a fixed
 * pattern, not the seed's random stream, so no other seeded value moves.
 */
export function seedStaffSurveys(
  now: Date,
  id: (prefix: string) => string,
  trees: Array<{ organization: Organization; owner: Account; patients: Patient[] }>,
): { surveys: Survey[]; reports: AssessmentReport[] } {
  const choice = (text: string, score = 0) => ({ id: id("choice"), text, score });
  let rank = 0;
  const q = (
    text: string,
    type: Question["type"],
    required: boolean,
    extra: Partial<Question> = {},
  ): Question => ({
    id: id("question"),
    rank: rank++,
    text,
    type,
    required,
    ...extra,
  });
  const at = (daysAgo: number, hour: number) =>
    new Date(now.getTime() - daysAgo * 86_400_000 - hour * 3_600_000);
  const created = at(45, 0).toISOString();
  const survey = (
    name: string,
    description: string,
    kind: Survey["kind"],
    tree: (typeof trees)[number],
    questions: Question[],
  ): Survey => ({
    id: id("survey"),
    name,
    description,
    kind,
    isPublic: false,
    questions,
    organizationId: tree.organization.id,
    ownerId: tree.owner.accountId,
    createdAt: created,
    updatedAt: created,
  });
  const [main, north, harbor] = trees as [(typeof trees)[0], (typeof trees)[0], (typeof trees)[0]];
  rank = 0;
  const sleep = survey(
    "Sleep and energy check-in",
    "How patients slept and how much energy they had this week.",
    "ASSESSMENT",
    main,
    [
      q("How many hours do you usually sleep?", "SINGLE_CHOICE", true, {
        choices: [
          choice("Fewer than 5", 2),
          choice("5 to 6", 1),
          choice("7 to 8", 0),
          choice("More than 8", 1),
        ],
      }),
      q("Do you have trouble falling asleep?", "YES_NO", true, {
        choices: [choice("Yes", 1), choice("No", 0)],
      }),
      q("What keeps you awake?", "MULTIPLE_CHOICE", false, {
        choices: [choice("Pain", 1), choice("Worry", 1), choice("Noise", 0), choice("Nothing", 0)],
      }),
      q("How much energy did you have today?", "SCALE", true, { minValue: 1, maxValue: 5 }),
      q("Anything else you want us to know?", "TEXT", false, { maxLength: 500 }),
    ],
  );
  rank = 0;
  const safety = survey(
    "Home safety screening",
    "Falls and hazards at home, for patients over 65.",
    "SCREENING",
    north,
    [
      q("Have you fallen in the last year?", "YES_NO", true, {
        choices: [choice("Yes", 2), choice("No", 0)],
      }),
      q("Which rooms have loose rugs or cords?", "MULTIPLE_CHOICE", false, {
        choices: [choice("Bedroom", 1), choice("Kitchen", 1), choice("Bathroom", 1), choice("None", 0)],
      }),
    ],
  );
  rank = 0;
  const dock = survey(
    "Dockside wellbeing survey",
    "Shift workers' wellbeing, asked every month.",
    "ASSESSMENT",
    harbor,
    [
      q("How tired do you feel after a shift?", "SINGLE_CHOICE", true, {
        choices: [choice("Not tired", 0), choice("A little", 1), choice("Very", 2)],
      }),
      q("Hours worked last week", "NUMBER", true, { minValue: 0, maxValue: 100 }),
    ],
  );

  const reports: AssessmentReport[] = [];
  const answer = (s: Survey, patient: Patient, n: number) => {
    const answers = s.questions.map((question, index) => {
      const pick = (n * 7 + index * 3) % Math.max(1, question.choices?.length ?? 1);
      if (question.choices?.length)
        return { questionId: question.id, choiceIds: [question.choices[pick]!.id] };
      if (question.type === "SCALE") return { questionId: question.id, value: String(1 + ((n + index) % 5)) };
      if (question.type === "NUMBER") return { questionId: question.id, value: String(30 + ((n * 5) % 30)) };
      return { questionId: question.id, value: n % 4 === 0 ? "Feeling better than last week." : "" };
    });
    const kept = answers.filter((a) => ("choiceIds" in a ? true : a.value !== ""));
    const score = kept.reduce((sum, a) => {
      const question = s.questions.find((candidate) => candidate.id === a.questionId);
      const chosen = question?.choices?.find((c) => "choiceIds" in a && a.choiceIds?.includes(c.id));
      return sum + (chosen?.score ?? 0);
    }, 0);
    reports.push({
      id: id("report"),
      assessmentId: s.id,
      assessmentName: s.name,
      patientId: patient.id,
      taskId: null,
      score,
      answers: kept,
      dateCreated: at(n % 30, (n * 5) % 12).toISOString(),
      accountId: null,
    });
  };
  const spread = (s: Survey, patients: Patient[], count: number) => {
    for (let n = 0; n < count && patients.length; n++) answer(s, patients[n % patients.length]!, n);
  };
  spread(sleep, main.patients, 60);
  spread(safety, north.patients, 20);
  spread(dock, harbor.patients, 15);
  return { surveys: [sleep, safety, dock], reports };
}
