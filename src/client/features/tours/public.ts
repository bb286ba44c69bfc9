// What other features may use from tours/. Everything else in the folder is private to it.
export { ToursWidget, ToursWidgetFrame } from './tours-widget';
