/** The meal plan's changes' toasts: loaded with the changes on their first use (web/features/meals/changes/). */
export const foMealsChanges = {
  errorTitle: "Villa",
  createError: "Eyðnaðist ikki at upprætta matarætlan",
  renameError: "Eyðnaðist ikki at rætta matarætlanina",
  deleteError: "Eyðnaðist ikki at strika matarætlanina",
  createSuccessTitle: "Matarætlan skrásett",
  createSuccess: "Matarætlan og innkeypslisti dagøførdur",
  renameSuccess: "Matarætlan rættað",
  deleteSuccess: "Matarætlan strikað",
  stopWeeklySuccess: "Máltíðin kemur ikki aftur",
  stopWeeklyError: "Eyðnaðist ikki at steðga máltíðini",
};
