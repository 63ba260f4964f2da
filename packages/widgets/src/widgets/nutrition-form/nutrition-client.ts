// The nutrition form lives in the sdk's HRA domain (one standalone factory shared with the assessment).
export { hraOf as nutritionOf } from '../hra-form/hra-client';
