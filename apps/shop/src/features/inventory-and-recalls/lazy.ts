// The parts of this feature that load when needed (decision 027): importing a loader from here
// keeps the part, and the rest of the feature, out of the importer's first-load script.
export const loadRecallBanner = () => import('./recall-banner')
