import { describe, expect, it } from "vitest";
import { parseShoppingInput } from "@contract/quick-add/shopping";
import { parseWhenInput, type WhenInput, type WhenTarget } from "@contract/quick-add/when";

/** Wednesday 18 March 2026, 10:00 in Tórshavn (UTC+0 until the 29th). */
const NOW = Date.parse("2026-03-18T10:00:00Z");
const ZONE = "Atlantic/Faroe";

type Amount = [name: string, quantity: number, unit: string | null];

/** Input → name, quantity, unit. A row whose name is the input (trimmed) stays plain text. */
const SHOPPING: [string, ...Amount][] = [
  // The examples.
  ["2 l mjólk", "Mjólk", 2, "l"],
  ["mjólk 2 l", "mjólk", 2, "l"],
  ["3 appilsinir", "Appilsinir", 3, null],
  ["egg x12", "egg", 12, null],
  ["½ kg smør", "Smør", 1, "½ kg"],
  // Quantity and unit before the name.
  ["Mjólk", "Mjólk", 1, null],
  ["mjólk", "mjólk", 1, null],
  ["2l mjólk", "Mjólk", 2, "l"],
  ["2 L Mjólk", "Mjólk", 2, "L"],
  ["500 g smør", "Smør", 500, "g"],
  ["500g smør", "Smør", 500, "g"],
  ["1 kg kjøt", "Kjøt", 1, "kg"],
  ["3 dl rómi", "Rómi", 3, "dl"],
  ["2 stk agurkur", "Agurkur", 2, "stk"],
  ["2 stk. agurkur", "Agurkur", 2, "stk."],
  ["4 pk pasta", "Pasta", 4, "pk"],
  ["2 pakkar kaffi", "Kaffi", 2, "pakkar"],
  ["1 pakki te", "Te", 1, "pakki"],
  ["3 fløskur vatn", "Vatn", 3, "fløskur"],
  ["1 flaska vín", "Vín", 1, "flaska"],
  ["2 dósir tomatir", "Tomatir", 2, "dósir"],
  ["1 dós ærtur", "Ærtur", 1, "dós"],
  ["2 pokar sukur", "Sukur", 2, "pokar"],
  ["6 rullur wc pappír", "Wc pappír", 6, "rullur"],
  ["1 bakki jarðber", "Jarðber", 1, "bakki"],
  ["250 ml fløtur", "Fløtur", 250, "ml"],
  ["33 cl øl", "Øl", 33, "cl"],
  ["1,5 l kók", "Kók", 1, "1,5 l"],
  ["1.5 l kók", "Kók", 1, "1.5 l"],
  ["1/2 kg smør", "Smør", 1, "1/2 kg"],
  ["1½ l mjólk", "Mjólk", 1, "1½ l"],
  ["¼ l fløtur", "Fløtur", 1, "¼ l"],
  ["½ kál", "Kál", 1, "½"],
  ["2 x 1,5 l kók", "Kók", 2, "1,5 l"],
  ["2x1,5l kók", "Kók", 2, "1,5 l"],
  ["1000 g mjøl", "Mjøl", 1, "1000 g"],
  ["3 appilsinir ", "Appilsinir", 3, null],
  ["  2   l   mjólk  ", "Mjólk", 2, "l"],
  ["12 egg", "Egg", 12, null],
  ["999 spikar", "Spikar", 999, null],
  ["x12 egg", "Egg", 12, null],
  ["12x egg", "Egg", 12, null],
  ["2 iPhone leiðningar", "iPhone leiðningar", 2, null],
  ["2 Kellogg's", "Kellogg's", 2, null],
  // After the name.
  ["smør 500 g", "smør", 500, "g"],
  ["smør 500g", "smør", 500, "g"],
  ["kók 1,5 l", "kók", 1, "1,5 l"],
  ["egg 12 stk", "egg", 12, "stk"],
  ["egg x 12", "egg", 12, null],
  ["egg ×12", "egg", 12, null],
  ["egg 12x", "egg", 12, null],
  ["Mjólk 2 l", "Mjólk", 2, "l"],
  ["súrmjólk ½ l", "súrmjólk", 1, "½ l"],
  ["kók 2 x 1,5 l", "kók", 2, "1,5 l"],
  ["ostur 2 pk.", "ostur", 2, "pk."],
  ["Grøn epli 6 stk", "Grøn epli", 6, "stk"],
  // Stays plain text.
  ["Omega 3", "Omega 3", 1, null],
  ["mjólk 2", "mjólk 2", 1, null],
  ["7up", "7up", 1, null],
  ["2 l", "2 l", 1, null],
  ["12", "12", 1, null],
  ["x12", "x12", 1, null],
  ["0 egg", "0 egg", 1, null],
  ["1000 egg", "1000 egg", 1, null],
  ["egg x0", "egg x0", 1, null],
  ["egg x1000", "egg x1000", 1, null],
  ["2 gráð ost", "Gráð ost", 2, null],
  ["Vítamin B12", "Vítamin B12", 1, null],
  ["A4 pappír", "A4 pappír", 1, null],
  ["Coca-Cola Zero", "Coca-Cola Zero", 1, null],
  ["bleiur str. 4", "bleiur str. 4", 1, null],
  ["12345678901 kg sandur", "12345678901 kg sandur", 1, null],
  ["", "", 1, null],
  ["   ", "", 1, null],
];

/** Input → what a task or an event gets; fields left out are null, the title is the input's. */
const WHEN: [string, WhenTarget, Partial<Omit<WhenInput, "parts">>][] = [
  // Days.
  ["Tannlækni í dag", "task", { title: "Tannlækni", date: "2026-03-18" }],
  ["Tannlækni í morgin", "task", { title: "Tannlækni", date: "2026-03-19" }],
  ["Tannlækni í ovurmorgin", "task", { title: "Tannlækni", date: "2026-03-20" }],
  ["í morgin keypa gávu", "task", { title: "Keypa gávu", date: "2026-03-19" }],
  ["Í MORGIN ringja", "task", { title: "Ringja", date: "2026-03-19" }],
  ["Ringja til ommu í  morgin", "task", { title: "Ringja til ommu", date: "2026-03-19" }],
  ["í morgun", "task", { title: "í morgun" }],
  ["í dag", "task", { title: "í dag" }],
  // Weekdays: the next such day after today (today is a Wednesday).
  ["Fundur mánadagur", "task", { title: "Fundur", date: "2026-03-23" }],
  ["Fundur á mánadagin", "task", { title: "Fundur", date: "2026-03-23" }],
  ["Fundur á týsdagin", "task", { title: "Fundur", date: "2026-03-24" }],
  ["Fundur mikudagur", "task", { title: "Fundur", date: "2026-03-25" }],
  ["Fundur á mikudagin", "task", { title: "Fundur", date: "2026-03-25" }],
  ["Fundur hósdagur", "task", { title: "Fundur", date: "2026-03-19" }],
  ["Fundur á fríggjadagin", "task", { title: "Fundur", date: "2026-03-20" }],
  ["Fundur leygardagur", "task", { title: "Fundur", date: "2026-03-21" }],
  ["Fundur á sunnudagin", "task", { title: "Fundur", date: "2026-03-22" }],
  ["Fundur sunnudag", "task", { title: "Fundur", date: "2026-03-22" }],
  ["Fundur næsta mánadag", "task", { title: "Fundur", date: "2026-03-23" }],
  ["á mánadagin keypa mjólk", "task", { title: "Keypa mjólk", date: "2026-03-23" }],
  ["Mánadagsfundur", "task", { title: "Mánadagsfundur" }],
  ["Fundur á Mánadagin", "task", { title: "Fundur", date: "2026-03-23" }],
  // Dates: this year's, or next year's once it has passed; today counts.
  ["Jól 24. des", "task", { title: "Jól", date: "2026-12-24" }],
  ["Jól 24. des.", "task", { title: "Jól", date: "2026-12-24" }],
  ["Jól 24 des", "task", { title: "Jól", date: "2026-12-24" }],
  ["Jól 24. desember", "task", { title: "Jól", date: "2026-12-24" }],
  ["Jól 24.12", "task", { title: "Jól", date: "2026-12-24" }],
  ["Jól 24.12.", "task", { title: "Jól", date: "2026-12-24" }],
  ["Jól 24/12", "task", { title: "Jól", date: "2026-12-24" }],
  ["Jól 24.12.2027", "task", { title: "Jól", date: "2027-12-24" }],
  ["Jól 24.12.27", "task", { title: "Jól", date: "2027-12-24" }],
  ["Jól 24. des 2027", "task", { title: "Jól", date: "2027-12-24" }],
  ["Føðingardagur 1. jan", "task", { title: "Føðingardagur", date: "2027-01-01" }],
  ["Føðingardagur 1. januar", "task", { title: "Føðingardagur", date: "2027-01-01" }],
  ["Skatt 17.3", "task", { title: "Skatt", date: "2027-03-17" }],
  ["Skatt 18.3", "task", { title: "Skatt", date: "2026-03-18" }],
  ["Skatt 19. mars", "task", { title: "Skatt", date: "2026-03-19" }],
  ["Skatt 19. mar", "task", { title: "Skatt", date: "2026-03-19" }],
  ["Páskir 5. apríl", "task", { title: "Páskir", date: "2026-04-05" }],
  ["Páskir 5. apr", "task", { title: "Páskir", date: "2026-04-05" }],
  ["Ólavsøka 29. juli", "task", { title: "Ólavsøka", date: "2026-07-29" }],
  ["Ólavsøka 29. jul", "task", { title: "Ólavsøka", date: "2026-07-29" }],
  ["Summarfrí 1. juni", "task", { title: "Summarfrí", date: "2026-06-01" }],
  ["Skúli 15. aug", "task", { title: "Skúli", date: "2026-08-15" }],
  ["Skúli 15. august", "task", { title: "Skúli", date: "2026-08-15" }],
  ["Heyst 1. sept", "task", { title: "Heyst", date: "2026-09-01" }],
  ["Heyst 1. sep", "task", { title: "Heyst", date: "2026-09-01" }],
  ["Heyst 1. september", "task", { title: "Heyst", date: "2026-09-01" }],
  ["Vetur 3. okt", "task", { title: "Vetur", date: "2026-10-03" }],
  ["Vetur 3. nov", "task", { title: "Vetur", date: "2026-11-03" }],
  ["Vár 3. mai", "task", { title: "Vár", date: "2026-05-03" }],
  ["Vár 3. feb", "task", { title: "Vár", date: "2027-02-03" }],
  ["Vár 3. februar", "task", { title: "Vár", date: "2027-02-03" }],
  ["Fundur 10.12", "task", { title: "Fundur", date: "2026-12-10" }],
  // Dates that do not exist, or are not dates, stay text.
  ["Fundur 31.02", "task", { title: "Fundur 31.02" }],
  ["Fundur 32.1", "task", { title: "Fundur 32.1" }],
  ["Fundur 12.13", "task", { title: "Fundur 12.13" }],
  ["Útgáva 1.2.3", "task", { title: "Útgáva 1.2.3" }],
  ["Fundur 31. apríl", "task", { title: "Fundur 31. apríl" }],
  ["Rúm 24", "task", { title: "Rúm 24" }],
  // Times (events).
  ["Tannlækni kl. 17", "event", { title: "Tannlækni", time: "17:00" }],
  ["Tannlækni kl 17", "event", { title: "Tannlækni", time: "17:00" }],
  ["Tannlækni kl.17", "event", { title: "Tannlækni", time: "17:00" }],
  ["Tannlækni klokkan 17", "event", { title: "Tannlækni", time: "17:00" }],
  ["Tannlækni kl. 17:30", "event", { title: "Tannlækni", time: "17:30" }],
  ["Tannlækni kl. 17.30", "event", { title: "Tannlækni", time: "17:30" }],
  ["Tannlækni 17:30", "event", { title: "Tannlækni", time: "17:30" }],
  ["Tannlækni 17.30", "event", { title: "Tannlækni", time: "17:30" }],
  ["Tannlækni 8:05", "event", { title: "Tannlækni", time: "08:05" }],
  ["Tannlækni kl. 8", "event", { title: "Tannlækni", time: "08:00" }],
  ["Tannlækni kl. 0", "event", { title: "Tannlækni", time: "00:00" }],
  ["Tannlækni kl. 10.12", "event", { title: "Tannlækni", time: "10:12" }],
  ["Te kl. hálv fimm", "event", { title: "Te", time: "16:30" }],
  ["Te kl. hálv tólv", "event", { title: "Te", time: "11:30" }],
  ["Te kl. hálv átta", "event", { title: "Te", time: "19:30" }],
  ["Te kl. fimm", "event", { title: "Te", time: "17:00" }],
  ["Te kl. tíggju", "event", { title: "Te", time: "10:00" }],
  ["Te kl. hálv níggju", "event", { title: "Te", time: "08:30" }],
  ["Tannlækni kl. 25", "event", { title: "Tannlækni kl. 25" }],
  ["Tannlækni 17:60", "event", { title: "Tannlækni 17:60" }],
  ["Tannlækni 24:00", "event", { title: "Tannlækni 24:00" }],
  ["kl. 17", "event", { title: "kl. 17" }],
  // Days with times.
  ["Tannlækni í morgin kl. 14", "event", { title: "Tannlækni", date: "2026-03-19", time: "14:00" }],
  ["Fundur 17:30 í dag", "event", { title: "Fundur", date: "2026-03-18", time: "17:30" }],
  ["Fundur 24.12 17.30", "event", { title: "Fundur", date: "2026-12-24", time: "17:30" }],
  ["Jólaborð 24. des kl. 18", "event", { title: "Jólaborð", date: "2026-12-24", time: "18:00" }],
  ["á fríggjadagin kl. hálv fimm kaffi", "event", { title: "Kaffi", date: "2026-03-20", time: "16:30" }],
  ["Fundur í morgin í ovurmorgin", "event", { title: "Fundur í ovurmorgin", date: "2026-03-19" }],
  ["Fundur kl. 10 kl. 11", "event", { title: "Fundur kl. 11", time: "10:00" }],
  // Recurrence (events).
  ["Fótbóltur hvønn mánadag", "event", { title: "Fótbóltur", date: "2026-03-23", recurrence: "weekly" }],
  ["Fótbóltur hvønn mánadag kl. 17", "event", { title: "Fótbóltur", date: "2026-03-23", time: "17:00", recurrence: "weekly" }],
  ["Kór hvønn mikudag kl. 19", "event", { title: "Kór", date: "2026-03-18", time: "19:00", recurrence: "weekly" }],
  ["Kór hvønn týsdag", "event", { title: "Kór", date: "2026-03-24", recurrence: "weekly" }],
  ["Kór hvønn hósdag", "event", { title: "Kór", date: "2026-03-19", recurrence: "weekly" }],
  ["Kór hvønn fríggjadag", "event", { title: "Kór", date: "2026-03-20", recurrence: "weekly" }],
  ["Kór hvønn leygardag", "event", { title: "Kór", date: "2026-03-21", recurrence: "weekly" }],
  ["Kór hvønn sunnudag", "event", { title: "Kór", date: "2026-03-22", recurrence: "weekly" }],
  ["Kór hvørja viku", "event", { title: "Kór", recurrence: "weekly" }],
  ["Kór vikuliga", "event", { title: "Kór", recurrence: "weekly" }],
  ["Morgunmatur hvønn dag kl. 7", "event", { title: "Morgunmatur", time: "07:00", recurrence: "daily" }],
  ["Morgunmatur dagliga", "event", { title: "Morgunmatur", recurrence: "daily" }],
  ["Leiga hvønn mánað", "event", { title: "Leiga", recurrence: "monthly" }],
  ["Leiga mánaðarliga", "event", { title: "Leiga", recurrence: "monthly" }],
  ["Føðingardagur 3. mai hvørt ár", "event", { title: "Føðingardagur", date: "2026-05-03", recurrence: "yearly" }],
  ["Føðingardagur árliga", "event", { title: "Føðingardagur", recurrence: "yearly" }],
  ["Leiga hvønn mánað í morgin", "event", { title: "Leiga", date: "2026-03-19", recurrence: "monthly" }],
  ["Kór hvønn mánadag í morgin", "event", { title: "Kór í morgin", date: "2026-03-23", recurrence: "weekly" }],
  ["Kór hvørja viku hvønn dag", "event", { title: "Kór hvønn dag", recurrence: "weekly" }],
  ["hvønn dag", "event", { title: "hvønn dag" }],
  // Priority (tasks).
  ["Rokning týdningarmikið", "task", { title: "Rokning", priority: "high" }],
  ["Týdningarmikið: rokning", "task", { title: "Rokning", priority: "high" }],
  ["Keypa mjólk í morgin.", "task", { title: "Keypa mjólk.", date: "2026-03-19" }],
  ["Fundur í morgin, kl. 14 - í skúlanum", "event", { title: "Fundur, - í skúlanum", date: "2026-03-19", time: "14:00" }],
  ["Rokning áríðandi", "task", { title: "Rokning", priority: "high" }],
  ["Rokning týdningarmikil", "task", { title: "Rokning", priority: "high" }],
  ["Rokning ikki týdningarmikið", "task", { title: "Rokning", priority: "low" }],
  ["Rokning ikki áríðandi", "task", { title: "Rokning", priority: "low" }],
  ["Gáva til mammu 24. des týdningarmikið", "task", { title: "Gáva til mammu", date: "2026-12-24", priority: "high" }],
  ["týdningarmikið í morgin skriva umsókn", "task", { title: "Skriva umsókn", date: "2026-03-19", priority: "high" }],
  ["týdningarmikið", "task", { title: "týdningarmikið" }],
  // What the target cannot hold stays text.
  ["Tannlækni í morgin kl. 14", "task", { title: "Tannlækni kl. 14", date: "2026-03-19" }],
  ["Fótbóltur hvønn mánadag kl. 17", "task", { title: "Fótbóltur hvønn mánadag kl. 17" }],
  ["Rusk hvørja viku", "task", { title: "Rusk hvørja viku" }],
  ["Rusk hvønn dag í morgin", "task", { title: "Rusk hvønn dag", date: "2026-03-19" }],
  ["Fundur týdningarmikið í morgin", "event", { title: "Fundur týdningarmikið", date: "2026-03-19" }],
  ["Fundur 17.30", "task", { title: "Fundur 17.30" }],
  // Plain titles.
  ["Keypa mjólk", "task", { title: "Keypa mjólk" }],
  ["Dagur", "task", { title: "Dagur" }],
  ["Morgindagur", "task", { title: "Morgindagur" }],
  ["Dagmamma", "event", { title: "Dagmamma" }],
  ["Hvønn vil hava kaffi", "event", { title: "Hvønn vil hava kaffi" }],
  ["Dagligvørur", "event", { title: "Dagligvørur" }],
  ["Árligur fundur", "event", { title: "Árligur fundur" }],
  ["Klokkan ringir", "event", { title: "Klokkan ringir" }],
  ["Bussur 5", "event", { title: "Bussur 5" }],
  ["1. mai fundur", "event", { title: "Fundur", date: "2026-05-01" }],
  ["Mars bar", "task", { title: "Mars bar" }],
  ["Desember", "task", { title: "Desember" }],
  ["", "task", { title: "" }],
];

const expectedWhen = (fields: Partial<Omit<WhenInput, "parts">>) => ({ date: null, time: null, priority: null, recurrence: null, ...fields });

describe("the quick-add table", () => {
  it("has at least 150 rows", () => {
    expect(SHOPPING.length + WHEN.length).toBeGreaterThanOrEqual(150);
  });

  it.each(SHOPPING)("reads the shopping line %j", (input, name, quantity, unit) => {
    const { parts, ...read } = parseShoppingInput(input);
    expect(read).toEqual({ name, quantity, unit });
    for (const part of parts) expect(input.slice(part.start, part.end)).toBe(part.text);
  });

  it.each(WHEN)("reads %j as a %s", (input, target, fields) => {
    const { parts, ...read } = parseWhenInput(input, { now: NOW, timeZone: ZONE, target });
    expect(read).toEqual(expectedWhen(fields));
    for (const part of parts) expect(input.slice(part.start, part.end)).toBe(part.text);
  });
});

describe("removing a part", () => {
  it("puts a removed amount back into the name", () => {
    expect(parseShoppingInput("2 l mjólk", { ignoreAmount: true })).toEqual({ name: "2 l mjólk", quantity: 1, unit: null, parts: [] });
  });

  it("keeps a removed part's words in the title and the other parts read", () => {
    const read = parseWhenInput("Tannlækni í morgin kl. 14", { now: NOW, timeZone: ZONE, target: "event", ignore: ["date"] });
    expect(read).toMatchObject({ title: "Tannlækni í morgin", date: null, time: "14:00" });
    expect(read.parts.map((part) => part.kind)).toEqual(["time"]);
  });

  it("keeps a removed weekday recurrence whole, not as a date", () => {
    const read = parseWhenInput("Kór hvønn mánadag", { now: NOW, timeZone: ZONE, target: "event", ignore: ["recurrence"] });
    expect(read).toMatchObject({ title: "Kór hvønn mánadag", date: null, recurrence: null });
  });
});

describe("the family's today", () => {
  it("counts days from the family's date, not UTC's", () => {
    const lateInUtc = Date.parse("2026-03-18T23:30:00Z");
    expect(parseWhenInput("Fundur í dag", { now: lateInUtc, timeZone: "Pacific/Auckland", target: "task" }).date).toBe("2026-03-19");
    expect(parseWhenInput("Fundur í dag", { now: lateInUtc, timeZone: "America/New_York", target: "task" }).date).toBe("2026-03-18");
    expect(parseWhenInput("Fundur á fríggjadagin", { now: lateInUtc, timeZone: "Pacific/Auckland", target: "task" }).date).toBe("2026-03-20");
  });

  it("crosses the end of a month and of a year", () => {
    const newYearsEve = Date.parse("2026-12-31T12:00:00Z");
    expect(parseWhenInput("Fundur í ovurmorgin", { now: newYearsEve, timeZone: ZONE, target: "task" }).date).toBe("2027-01-02");
    expect(parseWhenInput("Fundur 24. des", { now: newYearsEve, timeZone: ZONE, target: "task" }).date).toBe("2027-12-24");
    expect(parseWhenInput("Fundur 29. feb", { now: Date.parse("2028-01-10T12:00:00Z"), timeZone: ZONE, target: "task" }).date).toBe("2028-02-29");
  });
});
