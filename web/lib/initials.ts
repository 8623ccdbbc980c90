/** Initials of a person: the first letters of first and last name, upper-cased ("Dana al-Sayer" → "DA"). */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
