export { mount } from './mount'
export { installReactRender } from './render'
