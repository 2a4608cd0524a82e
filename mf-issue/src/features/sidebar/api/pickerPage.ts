/**
 * How many choices a sidebar picker asks for at a time. A full page may not be all of them: the picker
 * then asks the server again with the words typed in its filter.
 */
export const PICKER_PAGE_SIZE = 50;
